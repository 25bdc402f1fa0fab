// The app's deprecated declarations, kept so that code written against an earlier version still compiles.

extension RequestForm {
    /// The requests made with `method` on `path`, read back by `read`, without saying what they are.
    @available(*, deprecated, message: "say what the request is: RequestForm(method, path, summary) { ... }")
    public init(_ method: String, _ path: String, read: @escaping @Sendable (Match) -> APIRequest?) {
        self.init(method, path, "", read: read)
    }
}
