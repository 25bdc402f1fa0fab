/// Where a field sits in a value, written as Swift reaches it: `items[3].votes`, `selected?.title`,
/// `counts["b"]`, `rows[id: "c"].title` for an element of an `IdentifiedList` or of an array of
/// `Identifiable` elements.
struct FieldPath: Equatable, CustomStringConvertible {
    /// One step into a value.
    enum Component: Equatable {
        /// A stored property, a tuple's element (`0`, `label`) or an enum's case (`loaded`).
        case member(String)
        /// An array's element.
        case index(Int)
        /// The element of a list of `Identifiable` elements with this id, named by its description (`"c"`).
        case id(String)
        /// The ids of a list of `Identifiable` elements, in order: `map(\.id)`.
        case ids
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
            case .id(let id): text += "[id: \(id)]"
            case .ids: text += text.isEmpty ? "map(\\.id)" : ".map(\\.id)"
            case .key(let key): text += "[\(key)]"
            case .unwrapped: unwrapping = true
            }
        }
        return text
    }
}

/// A value as a failure message shows it: as Swift prints it, but with an optional's value without
/// `Optional(...)`, the members of sets and dictionaries in the order of their descriptions, and a property
/// wrapper's storage (`_message`) by the name of the property (`message`), at every depth, so that a
/// message reads the same on every run and in the words of the code. A `Pulse` is shown as its value, and,
/// with `pulseSettings`, how many times it was set: `"Saved" (set twice)`.
func describe(_ value: Any, pulseSettings: Bool = false) -> String {
    if let pulse = value as? any PulseReflecting {
        let text = describe(pulse.reflectedValue, pulseSettings: pulseSettings)
        return pulseSettings ? text + " (" + settingsText(pulse.reflectedSettings) + ")" : text
    }
    let inner = { (value: Any) in describe(value, pulseSettings: pulseSettings) }
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { (label: $0.label, value: $0.value, text: inner($0.value)) }
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
            return pair.count == 2 ? inner(pair[0].value) + ": " + inner(pair[1].value) : nil
        }
        return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
    case _ where value is String || value is Substring || value is Character:
        return String(reflecting: value)
    case _ where value is CustomStringConvertible || value is CustomDebugStringConvertible:
        return String(describing: value)
    case .struct:
        return "\(type(of: value))(" + fields(children, pulseSettings: pulseSettings) + ")"
    case .tuple:
        return "(" + fields(children, pulseSettings: pulseSettings) + ")"
    case .enum:
        guard let payload = children.first else { return String(describing: value) }
        let text = payload.text
        return (payload.label ?? "") + (text.hasPrefix("(") ? text : "(" + text + ")")
    default:
        return String(describing: value)
    }
}

/// How many times a pulse was set, in words: `never set`, `set once`, `set twice`, `set 3 times`.
func settingsText(_ settings: UInt) -> String {
    switch settings {
    case 0: return "never set"
    case 1: return "set once"
    case 2: return "set twice"
    default: return "set \(settings) times"
    }
}

/// `label: value, value`, as Swift prints a struct's fields or a tuple's elements, a property wrapper's
/// storage by the property's name.
private func fields(_ children: [(label: String?, value: Any, text: String)], pulseSettings: Bool) -> String {
    let labels = Set(children.compactMap(\.label))
    return children.map { child in
        guard let label = child.label, !label.hasPrefix(".") else { return child.text }
        let name = fieldName(label, of: child.value, among: labels)
        return name + ": " + (name == label ? child.text : describe(wrapped(child.value), pulseSettings: pulseSettings))
    }.joined(separator: ", ")
}

/// The name a field is shown by: a property wrapper's storage, `_message`, by the property the code wrote,
/// `message`. A field is taken for a wrapper's storage when its name starts with `_`, no field has the name
/// without it, and it holds a struct or a class (as a wrapper is).
func fieldName(_ label: String, of value: Any, among labels: Set<String>) -> String {
    guard label.hasPrefix("_"), label.count > 1 else { return label }
    let name = String(label.dropFirst())
    guard !labels.contains(name) else { return label }
    let style = Mirror(reflecting: value).displayStyle
    return style == .struct || style == .class ? name : label
}

/// What a property wrapper's storage holds, as the property reads it: the one value a wrapper of one stored
/// property keeps (a `Pulse` is read as a pulse); the storage itself otherwise.
func wrapped(_ storage: Any) -> Any {
    if storage is any PulseReflecting { return storage }
    let children = Mirror(reflecting: storage).children
    guard children.count == 1, let only = children.first else { return storage }
    return only.value
}
