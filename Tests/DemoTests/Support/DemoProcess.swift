import Foundation

/// Runs the built Demo executable as a subprocess with scripted standard input.
enum DemoProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The Demo binary next to the test bundle in the build folder.
    static var executableURL: URL {
        var directory = Bundle(for: Marker.self).bundleURL
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Demo").path) {
            let parent = directory.deletingLastPathComponent()
            if parent == directory { break }
            directory = parent
        }
        return directory.appendingPathComponent("Demo")
    }

    static func run(arguments: [String], input: String) throws -> Result {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    private final class Marker {}
}
