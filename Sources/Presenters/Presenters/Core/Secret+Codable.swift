extension CodingUserInfoKey {
    /// Set to `true` in an encoder's or a decoder's `userInfo` when a secret is to be written redacted, or
    /// is read back from where it was: a program that writes values in a text of its own (a command line
    /// that notes what it sent) writes each `Secret` as a recording does, and reads it back as a stand-in.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.userInfo[.redactsSecrets] = true
    /// let json = try encoder.encode(["password": Secret("hunter22")])
    /// print(String(decoding: json, as: UTF8.self))
    /// // Prints: {"password":"********"}
    /// ```
    public static let redactsSecrets = Self(rawValue: "presenters.redactsSecrets")!
}

extension Secret: Encodable where Value: Encodable {
    /// Writes the value itself, as a request body or a file that keeps a session needs it; writes the
    /// value's stand-in (``RedactableValue/redacted``, or `"***"`) where the framework writes a recording.
    public func encode(to encoder: any Encoder) throws {
        guard encoder.userInfo[.redactsSecrets] as? Bool == true else { return try value.encode(to: encoder) }
        if let redactable = value as? any RedactableValue, let standIn = redactable.redacted as? any Encodable {
            return try standIn.encode(to: encoder)
        }
        var container = encoder.singleValueContainer()
        try container.encode(Self.redactedText)
    }
}

extension Secret: Decodable where Value: Decodable {
    /// Reads the value itself; where the framework reads a recording back, reads the stand-in written in
    /// the secret's place, as a secret marked ``isRedacted``.
    public init(from decoder: any Decoder) throws {
        let value = try Value(from: decoder)
        if decoder.userInfo[.redactsSecrets] as? Bool == true {
            self.init(standIn: value)
        } else {
            self.init(value)
        }
    }
}
