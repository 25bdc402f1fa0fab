import Presenters

extension CompositionRoot {
    /// The screen `link` opens, or `nil` if the app cannot show it.
    public func makeScreen(for link: DeepLink) -> Screen? {
        switch link {
        case .post(let id):
            // Until the detail loads a post by its id, it shows the post as the backend's catalog has it.
            guard id <= backend.postCount else { return nil }
            return makePostDetail(post: PostCatalog.post(id))
        case .collection, .user:
            return nil
        }
    }
}
