import Synchronization

/// Where Interlude reports misuse that UIKit tolerates, and how it stops on programmer errors.
///
/// Recoverable misuse (a NaN duration, a negative mass, control points outside 0…1) is reported
/// through ``Diagnostics/report(_:)``, naming the call; the call is ignored or its input clamped,
/// and no object is left half-changed. Programmer errors — where UIKit raises an
/// `NSInternalInconsistencyException` — stop the process with UIKit's message.
public enum Diagnostics {
    private static let sink = Mutex<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data("Interlude: \(message)\n".utf8))
    })

    /// Replaces the receiver of recoverable diagnostics (standard error by default); returns the old one.
    @discardableResult
    public static func setHandler(_ handler: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        sink.withLock { current in
            let old = current
            current = handler
            return old
        }
    }

    /// Reports a recoverable misuse.
    public static func report(_ message: String) {
        let handler = sink.withLock { $0 }
        handler(message)
    }
}

/// Stops the process the way UIKit raises a programmer-error exception, with its message.
package func programmerError(
    _ message: String, exception: String = "NSInternalInconsistencyException",
    file: StaticString = #fileID, line: UInt = #line
) -> Never {
    fatalError("\(exception): \(message)", file: file, line: line)
}

/// Stops the process the way UIKit raises `NSInvalidArgumentException`, with its message.
package func invalidArgument(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    programmerError(message, exception: "NSInvalidArgumentException", file: file, line: line)
}
