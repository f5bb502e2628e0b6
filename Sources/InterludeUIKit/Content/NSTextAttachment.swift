import Foundation

/// An image in styled text, UIKit's `NSTextAttachment`: the value of
/// `NSAttributedString.Key.attachment` on an attachment character (U+FFFC), drawn in its place.
///
/// The image is ``image``, or else the image ``contents`` holds (PNG or JPEG data). ``bounds``
/// places it from where its character starts on the baseline, y up; zero bounds (the default)
/// take the image's size on the baseline (https://developer.apple.com/documentation/uikit/nstextattachment/bounds).
open class NSTextAttachment: NSObject {
    /// The attachment character, U+FFFC, that an attachment replaces.
    public static let character = 0xFFFC

    /// The data the attachment holds, and its type identifier.
    open var contents: Data?
    open var fileType: String?
    /// The image drawn; nil draws the image ``contents`` holds, if any.
    open var image: UIImage?
    /// Where the image is drawn, in points from where the attachment character starts on the
    /// baseline (y up); its width is the character's advance. Zero by default: the image's size.
    open var bounds: CGRect = .zero

    /// An attachment holding `contentData` of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment with no contents.
    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// An attachment that draws `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image drawn: ``image``, or the one decoded from ``contents``.
    var drawnImage: UIImage? { image ?? contents.flatMap { UIImage(data: $0) } }

    /// The attachment as the text engine takes it: its image and its bounds, or the image's size.
    var textEngineAttachment: TextEngine.Run.Attachment {
        let drawn = drawnImage
        let size = drawn?.size ?? .zero
        let placed = bounds == .zero ? CGRect(origin: .zero, size: size) : bounds
        return TextEngine.Run.Attachment(image: drawn?.cgImage, bounds: placed)
    }
}

extension NSAttributedString {
    /// A one-character string, the attachment character, that draws `attachment`
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/init(attachment:)).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Unicode.Scalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
