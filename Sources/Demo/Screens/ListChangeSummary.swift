import Presenters

/// What a refresh or a page added to a list, read from the list's changes: the items inserted in a run at
/// its top and in a run at its end.
enum ListChangeSummary {
    /// The lines saying how many items came at the top of `new` and how many at its end, as `top` and
    /// `end` word them; none when `old` was empty (the first page), when the changes cannot be computed,
    /// or when nothing came at either end.
    static func lines<Item: Identifiable & Equatable>(
        from old: [Item], to new: [Item], top: (Int) -> String, end: (Int) -> String
    ) -> [String] {
        guard !old.isEmpty, old != new, let changes = try? ListChanges(from: old, to: new) else { return [] }
        let inserted = changes.insertedItems.map(\.item)
        let atTop = zip(inserted, 0...).prefix { $0 == $1 }.count
        let atEnd = zip(inserted.reversed(), (0..<new.count).reversed()).prefix { $0 == $1 }.count
        var lines: [String] = []
        if atTop > 0 { lines.append("  " + top(atTop)) }
        if atEnd > 0 && atTop < inserted.count { lines.append("  " + end(min(atEnd, inserted.count - atTop))) }
        return lines
    }
}
