import Testing
import UIKit

// Image encoding as Swift sees Apple's SDK (Swift 5 mode): this file must compile. Sources, Apple's
// pages: UIImage `func jpegData(compressionQuality: CGFloat) -> Data?`, `func pngData() -> Data?`;
// UIGraphicsImageRenderer `func jpegData(withCompressionQuality: CGFloat, actions:) -> Data`.

/// A thumbnail's upload body, as share and upload code builds one.
func uploadBody(for image: UIImage) -> Data? {
    image.jpegData(compressionQuality: 0.8) ?? image.pngData()
}

@MainActor
@Suite("iOS-style client code: image encoding")
struct ImageEncodingCallShapesTests {
    @Test("JPEG data from an image and from a renderer")
    func jpeg() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
        let data: Data = renderer.jpegData(withCompressionQuality: 0.5) { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(!data.isEmpty)
        #expect(uploadBody(for: UIImage(data: data)!) != nil)
    }
}
