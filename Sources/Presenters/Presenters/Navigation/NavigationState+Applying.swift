extension NavigationState {
    /// The value after `request`, or why `request` does not apply to this one; pure.
    ///
    /// ```swift
    /// let feed = NavigationState<String, String>(root: "feed")
    /// print(feed.applying(.pop))
    /// // Prints: failure(there is no screen to go back to: feed is the first screen of its stack)
    /// ```
    public func applying(_ request: NavigationRequest<Tab, Destination>) -> Result<
        Self, NavigationRefusal<Tab, Destination>
    > {
        var next = self
        switch request {
        case .push(let screen):
            next.changeFront { $0.push(screen) }
        case .pop:
            guard front.count > 1 else { return .failure(.atRoot(front.root)) }
            next.changeFront { $0.pop() }
        case .popToRoot:
            guard front.count > 1 else { return .failure(.atRoot(front.root)) }
            next.changeFront { $0.keep(through: 0) }
        case .popTo(let screen):
            guard let index = front.screens.dropLast().lastIndex(of: screen) else {
                return .failure(.notBelowTop(screen))
            }
            next.changeFront { $0.keep(through: index) }
        case .replaceRoot(let screen):
            next.changeFront { $0 = ScreenStack(root: screen) }
        case .present(let screen):
            if let modal { return .failure(.alreadyPresenting(modal.root)) }
            next.modal = ScreenStack(root: screen)
        case .dismiss:
            guard modal != nil else { return .failure(.nothingPresented) }
            next.modal = nil
        case .back:
            if front.count > 1 { return applying(.pop) }
            if modal != nil { return applying(.dismiss) }
            return .failure(.atRoot(stack.root))
        case .select(let tab):
            return selecting(tab)
        case .reset(let value):
            next = value
        }
        return .success(next)
    }

    private func selecting(_ tab: Tab) -> Result<Self, NavigationRefusal<Tab, Destination>> {
        guard case .tabs(let tabs, let selected) = layout, let index = tabs.firstIndex(where: { $0.tab == tab })
        else { return .failure(.unknownTab(tab)) }
        guard index != selected else { return .failure(.alreadySelected(tab)) }
        if let modal { return .failure(.tabBarCovered(by: modal.root)) }
        var next = self
        next.layout = .tabs(tabs, selected: index)
        return .success(next)
    }

    /// Changes the front stack: the modal's if one is presented, the stack shown otherwise.
    private mutating func changeFront(_ change: (inout ScreenStack<Destination>) -> Void) {
        if var modal {
            change(&modal)
            self.modal = modal
            return
        }
        switch layout {
        case .single(var stack):
            change(&stack)
            layout = .single(stack)
        case .tabs(var tabs, let selected):
            change(&tabs[selected].stack)
            layout = .tabs(tabs, selected: selected)
        }
    }
}
