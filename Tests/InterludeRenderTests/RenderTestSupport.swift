import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// A window of `width × height` points with a white background, made key.
@MainActor
func makeWhiteWindow(width: CGFloat = 100, height: CGFloat = 100) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    return window
}

/// A color as 0…255 channels, for comparing with `RenderedFrame.pixel(x:y:)`.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    init(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) { self.init(Int(p.r), Int(p.g), Int(p.b), Int(p.a)) }
    var description: String { "(\(r), \(g), \(b), \(a))" }

    /// The largest per-channel difference.
    func distance(to other: RGBA) -> Int {
        max(abs(r - other.r), abs(g - other.g), abs(b - other.b), abs(a - other.a))
    }
}

/// Checks the frame's pixel at (x, y) is within `tolerance` (0…255 per channel) of `expected`.
func expectPixel(
    _ frame: RenderedFrame, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 1,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = RGBA(frame.pixel(x: x, y: y))
    #expect(
        actual.distance(to: expected) <= tolerance,
        "\(comment.map { "\($0): " } ?? "")pixel (\(x), \(y)) is \(actual), expected \(expected) ± \(tolerance)",
        sourceLocation: sourceLocation)
}

/// Writes `frame` as a PNG into a fresh temporary folder for inspection; returns the path.
@discardableResult
func writeDebugPNG(_ frame: RenderedFrame, name: String) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-render-tests")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("\(name).png")
    try? frame.pngData().write(to: url)
    return url.path
}
