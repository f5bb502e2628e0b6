import Testing
@testable import InterludeUIKit
import Synchronization

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

/// A 20 × 20 point black square image, at scale 1.
@MainActor let blackSquare: UIImage = {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { ctx in
        UIColor.black.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}()
