import Foundation
import Testing
@testable import InterludeUIKit

/// `UIImage(named:)` and its siblings. UIKit's lookup
/// (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)):
/// asset catalogs first, then bundle files; PNG when the name has no extension; the variant for
/// the screen's (or the traits') scale; cached.
@MainActor
@Suite("Named and symbol images")
struct NamedImageTests {
    /// A folder of resources, as SwiftPM copies a target's resources, with a PNG at 1× (1 × 1
    /// pixel) and 2× (2 × 2 pixels), a JPEG, and an asset catalog with a 3× image set in a group.
    static let bundle: Bundle = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-named-images-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let catalogSet = root.appendingPathComponent("Media.xcassets/Icons/logo.imageset")
        try! FileManager.default.createDirectory(at: catalogSet, withIntermediateDirectories: true)
        func png(pixels: Int) -> Data {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).pngData { ctx in
                UIColor.red.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
            }
        }
        try! png(pixels: 1).write(to: root.appendingPathComponent("dot.png"))
        try! png(pixels: 2).write(to: root.appendingPathComponent("dot@2x.png"))
        try! UIImage(data: png(pixels: 4))!.jpegData(compressionQuality: 1)!.write(to: root.appendingPathComponent("photo.jpg"))
        try! png(pixels: 6).write(to: catalogSet.appendingPathComponent("logo-3x.png"))
        let contents =
            #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"logo-3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
        try! Data(contents.utf8).write(to: catalogSet.appendingPathComponent("Contents.json"))
        return Bundle(path: root.path)!
    }()

    @Test("Files are found by name, PNG assumed, with the best scale variant for the traits")
    func bundleFiles() throws {
        let atTwo = try #require(UIImage(named: "dot", in: Self.bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(atTwo.scale == 2 && atTwo.size == CGSize(width: 1, height: 1))
        let atOne = try #require(UIImage(named: "dot", in: Self.bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(atOne.scale == 1 && atOne.size == CGSize(width: 1, height: 1))
        // The main screen is 3×: with no @3x file the @2x one is best.
        #expect(UIImage(named: "dot", in: Self.bundle, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "dot.png", in: Self.bundle, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "photo.jpg", in: Self.bundle, compatibleWith: nil)?.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "photo", in: Self.bundle, compatibleWith: nil) == nil, "without an extension only PNG is tried")
        #expect(UIImage(named: "missing", in: Self.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }

    @Test("Asset catalog image sets are found by name, in groups too")
    func assetCatalog() throws {
        let logo = try #require(UIImage(named: "logo", in: Self.bundle, compatibleWith: nil))
        #expect(logo.scale == 3 && logo.size == CGSize(width: 2, height: 2))
    }

    @Test("Named images are cached: the same name gives the same bitmap")
    func cached() {
        let first = UIImage(named: "dot", in: Self.bundle, compatibleWith: nil)
        let second = UIImage(named: "dot", in: Self.bundle, compatibleWith: nil)
        #expect(first?.cgImage != nil && first?.cgImage === second?.cgImage)
    }

    @Test("A system symbol is a blank 17-point template image; an empty name gives nil")
    func symbols() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.renderingMode == .automatic && star.isTemplate)
        #expect(star.size == CGSize(width: 17, height: 17))
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage.blankIsTransparent(star))
    }
}

extension UIImage {
    /// Whether every pixel is transparent.
    static func blankIsTransparent(_ image: UIImage) -> Bool {
        guard let surface = image.cgImage?.surface else { return false }
        surface.flush()
        for y in 0..<surface.height {
            for x in 0..<surface.width * 4 where surface.data[y * surface.stride + x] != 0 { return false }
        }
        return true
    }
}
