import Presenters
import ShowcaseApp

/// The topics in the demo: loading, then the topics numbered as `open N` counts them, each with its number
/// of posts, or the failure with its retry; open a topic, retry, go back.
extension TopicsScreen: ScreenAdapter {
    static func lines(_ state: ShownState<TopicsState>, after previous: ShownState<TopicsState>?) -> [String] {
        switch state.topics {
        case .idle: return ["[topics]"]
        case .loading: return ["[topics] loading..."]
        case .loaded(let topics) where topics.isEmpty: return ["[topics] no topics yet"]
        case .loaded(let topics):
            let width = String(topics.count).count
            return ["[topics] \(topics.count == 1 ? "1 topic" : "\(topics.count) topics")"]
                + topics.enumerated().map { index, topic in
                    let number = String(index + 1)
                    return "  \(String(repeating: " ", count: width - number.count))\(number). \(topic)"
                }
        case .failed(let cause): return ["[topics]", "  ! Could not load the topics. \(cause.explanation) (retry)"]
        }
    }

    static var commands: [ScreenCommand<TopicsState, TopicsEvent>] {
        [
            .tap("back", "tap the back button", .backTapped),
            .tap("retry", "retry the load that failed") { state in
                state.topics.failure == nil
                    ? .failure(CommandError("there is nothing to retry: the topics did not fail to load"))
                    : .success(.retry)
            },
            ScreenCommand("open", .number(of: "topic"), "open the N-th topic", example: "open 1") { number, state in
                numbered(number, of: state.topics.value ?? [], called: "topic").map { .select(id: $0.id) }
            },
        ]
    }
}

/// A topic in the demo: its name and number of posts, then its posts.
extension TopicScreen: ScreenAdapter {
    static func lines(_ state: ShownState<TopicState>, after previous: ShownState<TopicState>?) -> [String] {
        PostShelfRendering.lines(state, title: title(state), header: { "\($0)" }, thing: "topic")
    }

    /// `topic #3`.
    static func title(_ state: ShownState<TopicState>) -> String { "topic #\(state.id)" }

    static var commands: [ScreenCommand<TopicState, PostShelfEvent>] { PostShelfRendering.commands() }
}
