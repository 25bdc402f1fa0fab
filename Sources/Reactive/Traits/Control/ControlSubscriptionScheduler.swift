import Dispatch

/// Where control traits subscribe to their sources: at once on the main queue, even inside another action
/// of the main scheduler (a control property's `changed` subscribes to the property from within its
/// subscription), and queued on the main queue from anywhere else. This is the scheduler RxCocoa's
/// controls subscribe on.
struct ControlSubscriptionScheduler: ImmediateSchedulerType, Sendable {
    static let instance = ControlSubscriptionScheduler()

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMainQueue { return action(state) }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }
}
