/// Writes a string between double quotes with its quotes, backslashes and control characters escaped,
/// and reads it back: how the demo writes typed text into an event's text, exactly.
enum Quoting {
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The text that `quote` wrote as `quoted`, or `nil` if `quoted` is not one of its results.
    static func unquote(_ quoted: Substring) -> String? {
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return nil }
        var scalars = quoted.unicodeScalars.dropFirst().dropLast()[...]
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                if scalar == "\"" { return nil }
                result.append(scalar)
                continue
            }
            switch scalars.popFirst() {
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[..<end])), radix: 16),
                    let escaped = Unicode.Scalar(value)
                else { return nil }
                result.append(escaped)
                scalars = scalars[scalars.index(after: end)...]
            default: return nil
            }
        }
        return String(result)
    }
}
