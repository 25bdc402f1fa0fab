import Presenters
import ShowcaseApp

/// The gallery in the demo: a grid of four images a row, each cell its position's image and its phase;
/// `show A-B` and `hide A-B` report the positions about to appear and gone out of view, `retry N` retries
/// the image at position N, `more` loads the next page.
///
/// A cell reads `#3 ~~~~` (placeholder), `#3 wait` (queued for a download slot), `#3 ...`
/// (downloading), `#3 4595 B` (shown, downloaded), `#3 4595 B c` (shown from the cache), `#3 ! retry`
/// (failed, with its retry) or `#3 x gone` (gone for good). After a first drawing, only the rows that
/// changed are drawn again, as a grid view redraws only the cells that changed, and what a refresh or a
/// page added is said first ("12 more at the end", read from the list's changes).
extension GalleryScreen: ScreenAdapter {
    /// Images a row.
    static let columns = 4
    private static let cellWidth = 13

    static func lines(_ state: ShownState<GalleryState>, after previous: ShownState<GalleryState>?) -> [String] {
        let rows = rowLines(state)
        let before = previous.map(rowLines) ?? []
        var lines = [header(state)]
        if let previous {
            lines += ListChangeSummary.lines(
                from: previous.list.items, to: state.list.items,
                top: { $0 == 1 ? "1 new image at the top" : "\($0) new images at the top" },
                end: { "\($0) more at the end" })
        }
        for (index, row) in rows.enumerated() where previous == nil || index >= before.count || before[index] != row {
            lines.append(row)
        }
        if let footer = footer(state), previous.map(self.footer) != footer {
            lines.append("  " + footer)
        }
        if let failure = state.list.failure {
            lines.append("  ! Could not load the images. \(failure.cause.explanation) (retry)")
        }
        return lines
    }

    /// The grid's rows, each led by the position of its first cell.
    private static func rowLines(_ state: ShownState<GalleryState>) -> [String] {
        let items = state.list.items
        let phases = state.phases
        return stride(from: 0, to: items.count, by: columns).map { start in
            let cells = items[start..<min(items.count, start + columns)].map { image in
                cell(image, phase(of: image.id, in: phases))
            }
            let label = String(start)
            return String(repeating: " ", count: max(0, 4 - label.count)) + label + "  "
                + cells.map { $0.padded(to: cellWidth) }.joined(separator: " ").trimmingTrailingWhitespace()
        }
    }

    /// One image as its cell shows it.
    static func cell(_ image: GalleryImage, _ phase: ImagePhase) -> String {
        let id = "#\(image.id)"
        switch phase {
        case .placeholder: return id + " ~~~~"
        case .queued: return id + " wait"
        case .downloading: return id + " ..."
        case .shown(let bytes, let fromCache): return "\(id) \(bytes) B" + (fromCache ? " c" : "")
        case .failed(.retryable): return id + " ! retry"
        case .failed(.gone): return id + " x gone"
        }
    }

    /// The phase of the image `id` among `phases`, the state's: an image with none has not left its
    /// placeholder, as `GalleryState.phase(of:)` says.
    private static func phase(of id: Int, in phases: [Int: ImagePhase]) -> ImagePhase {
        GalleryState(phases: phases).phase(of: id)
    }

    private static func header(_ state: ShownState<GalleryState>) -> String {
        var parts: [String] = []
        let list = state.list
        let count = list.items.count
        if count > 0 { parts.append(count == 1 ? "1 image" : "\(count) images") }
        if list.isLoadingInitial { parts.append("loading...") }
        let shown = state.phases
        let phases = list.items.map { phase(of: $0.id, in: shown) }
        let downloading = phases.filter { $0 == .downloading }.count
        let queued = phases.filter { $0 == .queued }.count
        if downloading > 0 { parts.append("\(downloading) downloading") }
        if queued > 0 { parts.append("\(queued) waiting") }
        if list.isEmpty { parts.append("no images") }
        return parts.isEmpty ? "[gallery]" : "[gallery] " + parts.joined(separator: ", ")
    }

    private static func footer(_ state: ShownState<GalleryState>) -> String? {
        guard !state.list.items.isEmpty else { return nil }
        if state.list.isLoadingOlder { return "loading more..." }
        return state.list.moreToLoad ? "(more)" : "(end of the gallery)"
    }

    static var commands: [ScreenCommand<GalleryState, GalleryEvent>] {
        [
            .tap("back", "tap the back button", .backTapped),
            .tap("refresh", "pull the gallery to refresh it", .list(.refresh)),
            .tap("more", "scroll to the end of the gallery to load more images", .list(.reachedEnd)),
            ScreenCommand(
                "show", .positions, "the items A to B (from 0) are about to appear", example: "show 0-7",
                sends: GalleryEvent.itemsAppearing),
            ScreenCommand(
                "hide", .positions, "the items A to B went out of view", example: "hide 0-3",
                sends: GalleryEvent.itemsDisappearing),
            ScreenCommand(
                "retry", .optionalPosition, "retry the images' load that failed, or the image at position N",
                example: "retry 5"
            ) { position, state in
                guard let position else {
                    return state.list.failure == nil
                        ? .failure(CommandError("there is nothing to retry: the images loaded"))
                        : .success(.list(.retry))
                }
                let items = state.list.items
                guard position < items.count else {
                    return .failure(CommandError("there is no image at position \(position): \(shown(items.count))"))
                }
                let image = items[position]
                guard case .failed(.retryable) = state.phase(of: image.id) else {
                    return .failure(CommandError("image #\(image.id) has no retry: it did not fail, or it is gone"))
                }
                return .success(.retryImage(id: image.id))
            },
        ]
    }

    /// What each cell's mark says, as `cell` writes it.
    static var legend: [String] {
        [
            "(a cell: #3 ~~~~ not asked for yet; #3 wait: waiting for a download slot; #3 ... downloading;",
            " #3 4595 B shown, its size; #3 4595 B c shown from the cache; #3 ! retry failed, 'retry N' asks",
            " again; #3 x gone: gone for good)",
        ]
    }

    private static func shown(_ count: Int) -> String {
        count == 0 ? "no image is listed" : "the positions listed are 0 to \(count - 1)"
    }
}

/// Positions of a list as the demo writes them: `3` or `0-7`, from 0.
enum PositionRange {
    /// The positions `text` writes, or `nil` when it writes none: digits only, the first not after the last.
    static func parse(_ text: Substring) -> ClosedRange<Int>? {
        let bounds = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard bounds.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let lower = Int(bounds[0]), let upper = Int(bounds[bounds.count - 1]), lower <= upper
        else { return nil }
        return lower...upper
    }
}

extension CommandArgument where Value == Int? {
    /// `[N]`: nothing, or the position of an item of the list from 0.
    fileprivate static var optionalPosition: CommandArgument {
        CommandArgument(syntax: "[N]") { text, command in
            guard !text.isEmpty else { return .success(nil) }
            guard text.allSatisfy({ $0.isASCII && $0.isNumber }), text.count <= 9, let position = Int(text) else {
                return .failure(
                    CommandError(
                        "'\(command.name)' takes nothing, or the position of an item from 0, as in: \(command.example); got '\(text)'"
                    ))
            }
            return .success(position)
        }
    }
}
