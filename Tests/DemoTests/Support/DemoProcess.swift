import Foundation

@testable import Demo

/// Runs the built Demo executable as a subprocess with scripted standard input.
enum DemoProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// A demo that runs longer than this is stuck: it is killed, and its test fails on its status.
    static let timeLimit: TimeInterval = 60

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

    static func run(arguments: [String], input: String, shell: String? = nil, output: FileHandle? = nil) throws
        -> Result
    {
        try run(arguments: arguments, input: Data(input.utf8), shell: shell, output: output)
    }

    /// Runs the demo with `input` as its standard input, which is closed after it: the end of the input.
    /// - Parameters:
    ///   - shell: a `sh` command line that starts the demo as `"$0" "$@"`, to change its signals or
    ///     its descriptors first.
    ///   - output: where its standard output goes, instead of a pipe read into the result.
    static func run(arguments: [String], input: Data, shell: String? = nil, output: FileHandle? = nil) throws
        -> Result
    {
        let demo = try start(arguments: arguments, shell: shell, output: output)
        // Written from another thread, so that a demo that prints more than a pipe holds before it has read
        // all its input cannot block both sides.
        let writer = demo.input
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // A demo that stopped early closed its end: what is left of the input has nowhere to go.
            _ = input.withUnsafeBytes { FileDescriptor(writer.fileDescriptor).writeAll($0) }
            try? writer.close()
            written.signal()
        }
        let printed = demo.output?.readDataToEndOfFile() ?? Data()
        // The demo writes little to standard error (a usage, an error), so it fits in the pipe meanwhile.
        let error = demo.error.readDataToEndOfFile()
        let status = demo.wait()
        written.wait()
        return Result(
            status: status, output: String(decoding: printed, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    /// A demo started with pipes on its standard input and error, and on its output unless told where.
    struct Running {
        let process: Process
        let input: FileHandle
        let output: FileHandle?
        let error: FileHandle
        fileprivate let watchdog: DispatchWorkItem

        /// Waits for the demo to exit and returns its status.
        func wait() -> Int32 {
            process.waitUntilExit()
            watchdog.cancel()
            return process.terminationStatus
        }
    }

    /// The caches folder of the demos this test process runs, removed by nothing: it lives in the
    /// temporary folder.
    static let cacheFolder = NSTemporaryDirectory() + "demo-tests-caches-" + UUID().uuidString

    /// Starts the demo as `run` does, and leaves the talking to the caller.
    static func start(arguments: [String], shell: String? = nil, output: FileHandle? = nil) throws -> Running {
        ignoreBrokenPipes
        let process = Process()
        // Each test process gets caches of its own (the gallery's images), so that demos run by tests in
        // parallel processes, or by a user meanwhile, never share a folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheFolder]) { $1 }
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell, executableURL.path] + arguments
        } else {
            process.executableURL = executableURL
            process.arguments = arguments
        }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = output ?? stdout
        process.standardError = stderr
        try process.run()
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem { _ = kill(identifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        return Running(
            process: process, input: stdin.fileHandleForWriting,
            output: output == nil ? stdout.fileHandleForReading : nil, error: stderr.fileHandleForReading,
            watchdog: watchdog)
    }

    /// A demo that stops early leaves its input unread: writing the rest must fail with an error, not kill
    /// the tests with `SIGPIPE`. The demos started inherit the setting, which their output does not depend on.
    private static let ignoreBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    private final class Marker {}
}
