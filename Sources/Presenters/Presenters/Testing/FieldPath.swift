/// Where a field sits in a value, written as Swift reaches it: `items[3].votes`, `selected?.title`,
/// `counts["b"]`.
struct FieldPath: Equatable, CustomStringConvertible {
    /// One step into a value.
    enum Component: Equatable {
        /// A stored property, a tuple's element (`0`, `label`) or an enum's case (`loaded`).
        case member(String)
        /// An array's element.
        case index(Int)
        /// A dictionary's entry, named by its key's description (`"b"`, `3`).
        case key(String)
        /// The value inside an optional that holds one.
        case unwrapped
    }

    private(set) var components: [Component] = []

    func appending(_ component: Component) -> FieldPath {
        var path = self
        path.components.append(component)
        return path
    }

    /// The path as Swift writes it; an optional's `?` only shows when the path goes on inside it.
    var description: String {
        var text = ""
        var unwrapping = false
        for component in components {
            if unwrapping {
                text += "?"
                unwrapping = false
            }
            switch component {
            case .member(let name): text += text.isEmpty ? name : "." + name
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += "[\(key)]"
            case .unwrapped: unwrapping = true
            }
        }
        return text
    }
}

/// A value as a failure message shows it: as Swift prints it, but with an optional's value without
/// `Optional(...)` and the members of sets and dictionaries in the order of their descriptions, at every
/// depth, so that a message reads the same on every run.
func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { (label: $0.label, text: describe($0.value)) }
    switch mirror.displayStyle {
    case .optional:
        return children.first?.text ?? "nil"
    case .collection:
        return "[" + children.map(\.text).joined(separator: ", ") + "]"
    case .set:
        return "[" + children.map(\.text).sorted().joined(separator: ", ") + "]"
    case .dictionary:
        let entries = mirror.children.compactMap { child -> String? in
            let pair = Array(Mirror(reflecting: child.value).children)
            return pair.count == 2 ? describe(pair[0].value) + ": " + describe(pair[1].value) : nil
        }
        return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
    case _ where value is String || value is Substring || value is Character:
        return String(reflecting: value)
    case _ where value is CustomStringConvertible || value is CustomDebugStringConvertible:
        return String(describing: value)
    case .struct:
        return "\(type(of: value))(" + fields(children) + ")"
    case .tuple:
        return "(" + fields(children) + ")"
    case .enum:
        guard let payload = children.first else { return String(describing: value) }
        let text = payload.text
        return (payload.label ?? "") + (text.hasPrefix("(") ? text : "(" + text + ")")
    default:
        return String(describing: value)
    }
}

/// `label: value, value`, as Swift prints a struct's fields or a tuple's elements.
private func fields(_ children: [(label: String?, text: String)]) -> String {
    children.map { child in
        guard let label = child.label, !label.hasPrefix(".") else { return child.text }
        return label + ": " + child.text
    }.joined(separator: ", ")
}
