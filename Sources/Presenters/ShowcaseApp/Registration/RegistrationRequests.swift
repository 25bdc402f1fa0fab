import Foundation
import Presenters

extension APIRequest {
    /// Opens an account: `POST accounts`, the `Registration` as the body; answers a `Session`, or 409 when
    /// the email has an account already.
    public static func register(_ registration: Registration) -> APIRequest {
        APIRequest(
            "register \(registration.email)", .send("POST", "accounts", json: registration), opensASession: true
        ) { backend in
            backend.register(registration).map(APIResponse.ok) ?? .status(409)
        }
    }
}

extension RegistrationScreen {
    /// A registration, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm(
                "POST", "accounts", "Opens an account, the `Registration` as the body; answers a `Session`, or 409"
            ) { $0.decoded(Registration.self).map(APIRequest.register) }
        ]
    }
}
