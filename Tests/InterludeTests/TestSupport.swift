import Testing
@testable import InterludeUIKit
import Synchronization

/// Checks `actual` is within `tolerance` of `expected`, printing all three on failure.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance,
            "\(comment.map { "\($0): " } ?? "")actual \(actual), expected \(expected), tolerance \(tolerance)",
            sourceLocation: sourceLocation)
}

func expectClose(_ actual: CGFloat, _ expected: CGFloat, tolerance: Double = 1e-9,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(Double(actual), Double(expected), tolerance: tolerance, comment, sourceLocation: sourceLocation)
}

func expectClose(_ actual: CGPoint, _ expected: CGPoint, tolerance: Double = 1e-9,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(actual.x, expected.x, tolerance: tolerance, comment, sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, tolerance: tolerance, comment, sourceLocation: sourceLocation)
}

/// Collects the diagnostics reported while `body` runs.
func capturingDiagnostics(_ body: () -> Void) -> [String] {
    let messages = Mutex<[String]>([])
    let old = Diagnostics.setHandler { message in messages.withLock { $0.append(message) } }
    body()
    Diagnostics.setHandler(old)
    return messages.withLock { $0 }
}

/// A window of the given size with one plain view in it, for animation tests.
@MainActor
func makeWindow(width: CGFloat = 400, height: CGFloat = 800) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
}

/// Core Animation's ease-in-ease-out curve, for expected values.
let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
