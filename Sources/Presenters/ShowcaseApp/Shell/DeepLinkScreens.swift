import Presenters

extension CompositionRoot {
    /// The screen `link` opens, loaded by its id when it appears: the post's detail, the collection, the user.
    public func makeScreen(for link: DeepLink) -> Screen {
        switch link {
        case .post(let id): return makePostDetail(id: id)
        case .collection(let id): return makeCollection(id: id)
        case .user(let id): return makeUser(id: id)
        }
    }
}
