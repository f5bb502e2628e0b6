import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender
import Synchronization

/// The diagnostics reported while `body` runs.
private func capturingDiagnostics(_ body: () -> Void) -> [String] {
    let messages = Mutex<[String]>([])
    let old = Diagnostics.setHandler { message in messages.withLock { $0.append(message) } }
    body()
    Diagnostics.setHandler(old)
    return messages.withLock { $0 }
}

// UIKit's image contexts (https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:):
// "the context is made the current context"; a scale of 0.0 is the device's main screen scale;
// UIGraphicsBeginImageContext(_:) uses scale 1; .../uigraphicsgetimagefromcurrentimagecontext():
// nil unless the current context is an image context; .../uigraphicsendimagecontext() removes it
// from the top of the stack).
@MainActor
@Suite("UIGraphicsBeginImageContext and friends")
struct ImageContextTests {
    private func pixels(_ image: UIImage?) throws -> RenderedFrame {
        let png = try #require(image?.pngData())
        return try #require(RenderedFrame(pngData: png))
    }

    @Test("an image context at scale 2 gives an image of its drawing, 10 × 10 points in 20 × 20 pixels")
    func drawing() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        #expect(image.cgImage?.width == 20)
        let frame = try pixels(image)
        expectPixel(frame, 4, 10, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 15, 10, RGBA(0, 0, 0, 0), tolerance: 0)
    }

    @Test("contexts nest: the inner one is current until it ends; then the outer one again")
    func nesting() throws {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let outer = UIGraphicsGetCurrentContext()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        #expect(UIGraphicsGetCurrentContext() !== outer)
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.scale == UIScreen.main.scale && inner.cgImage?.width == 6)
        expectPixel(try pixels(inner), 1, 1, RGBA(0, 0, 0), tolerance: 0, "opaque starts black")
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let outerImage = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(outerImage.scale == 1 && outerImage.size == CGSize(width: 4, height: 4))
        expectPixel(try pixels(outerImage), 2, 2, RGBA(0, 0, 255), tolerance: 0)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("a pushed plain context is not an image context; ending it is reported and ignored")
    func pushedContext() throws {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        var imageInside = true
        var messages: [String] = []
        _ = renderer.image { _ in
            imageInside = UIGraphicsGetImageFromCurrentImageContext() != nil
            messages = capturingDiagnostics { UIGraphicsEndImageContext() }
        }
        #expect(!imageInside)
        #expect(messages.count == 1)
        #expect(UIGraphicsGetImageFromCurrentImageContext() != nil)
        UIGraphicsEndImageContext()
        let empty = capturingDiagnostics { UIGraphicsBeginImageContextWithOptions(.zero, false, 1) }
        #expect(empty.count == 1 && UIGraphicsGetCurrentContext() == nil)
    }
}
