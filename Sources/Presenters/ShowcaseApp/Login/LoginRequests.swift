import Foundation
import Presenters

extension APIRequest {
    /// Logs in: `POST session`, the `Credentials` as the body; answers a `Session`, or 401 for credentials
    /// of no account.
    public static func logIn(_ credentials: Credentials) -> APIRequest {
        APIRequest(
            "log in \(credentials.email)", .send("POST", "session", json: credentials), opensASession: true
        ) { backend in
            backend.logIn(credentials).map(APIResponse.ok) ?? .status(401)
        }
    }
}

extension LoginScreen {
    /// A login, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm("POST", "session", "Logs in, the `Credentials` as the body; answers a `Session`, or 401") {
                $0.decoded(Credentials.self).map(APIRequest.logIn)
            }
        ]
    }
}
