import Foundation

/// The permission bits of the file or directory at `path` (`0o600`), symbolic links followed, or `nil` if
/// there is none.
public func permissions(of path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_mode & 0o777)
}
