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
        try run(arguments: arguments, input: Data(input.utf8))
    }

    /// Runs the demo with `input` as its standard input, which is closed after it: the end of the input.
    static func run(arguments: [String], input: Data) throws -> Result {
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
        // Written from another thread, so that a demo that prints more than a pipe holds before it has read
        // all its input cannot block both sides.
        let writer = stdin.fileHandleForWriting
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            writer.write(input)
            try? writer.close()
            written.signal()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        // The demo writes little to standard error (a usage, an error), so it fits in the pipe meanwhile.
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        written.wait()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    private final class Marker {}
}
