import Foundation
import Presenters

/// Ends the signed-in session when the backend says it is over: a 401 to a request of a signed-in user
/// (not a login, whose 401 means wrong credentials) forgets the stored session, tells the app's store that
/// the session expired, and calls ``handler``, through which the navigator brings back the login.
final class SessionEnding: @unchecked Sendable {
    // Sendable: `onEnded` is only touched under `lock`; the stores are safe from any thread.
    private let lock = NSLock()
    private var onEnded: (() -> Void)?
    private let store: AppStore
    private let credentials: any CredentialsStore

    init(store: AppStore, credentials: any CredentialsStore) {
        self.store = store
        self.credentials = credentials
    }

    /// Called once the session is forgotten, on the thread of the answer.
    var handler: (() -> Void)? {
        get { lock.withLock { onEnded } }
        set { lock.withLock { onEnded = newValue } }
    }

    /// `client`, whose 401s to the requests of a signed-in user end the session.
    func guarding(_ client: any APIClient) -> any APIClient {
        GuardedClient(base: client, ending: self)
    }

    fileprivate func check(_ response: APIResponse, of request: APIRequest) {
        guard response.statusCode == 401, !request.opensASession, store.state.session != nil else { return }
        credentials.clear()
        store.dispatch(.sessionExpired)
        handler?()
    }
}

/// A client whose answers are checked for a session the backend ended.
private struct GuardedClient: APIClient {
    let base: any APIClient
    let ending: SessionEnding

    func send(_ request: APIRequest) -> Single<APIResponse> {
        base.send(request).map { [ending] response in
            ending.check(response, of: request)
            return response
        }
    }
}
