import CCairo
import Foundation

/// The document a PDF context writes: Cairo's PDF surface, whose bytes collect here until the
/// document is closed and go to the consumer. Pages are sized one by one; the document carries no
/// creation date (Interlude reads no wall clock), and its information dictionary holds what the
/// auxiliary dictionary gave (title, author, subject, keywords, creator).
final class PDFDocumentWriter {
    let surface: OpaquePointer
    let consumer: CGDataConsumer
    /// The page size used when a page gives none: the context's media box.
    let mediaBox: CGRect
    /// The open page's media box; nil between pages.
    var openPage: CGRect?
    private(set) var isClosed = false
    private let bytes = ByteCollector()

    /// The bytes Cairo writes, kept until the document is closed.
    private final class ByteCollector {
        var data = Data()
    }

    init?(consumer: CGDataConsumer, mediaBox: CGRect, info: CFDictionary?) {
        self.consumer = consumer
        self.mediaBox = mediaBox
        let collector = Unmanaged.passUnretained(bytes).toOpaque()
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<ByteCollector>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, collector, Double(mediaBox.width), Double(mediaBox.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        // An empty date leaves /CreationDate out: the same drawing gives the same bytes.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        let fields: [(CFString, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in fields {
            guard let value = info?[key] else { continue }
            let text = (value as? [String])?.joined(separator: ", ") ?? "\(value)"
            cairo_pdf_surface_set_metadata(surface, field, text)
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Ends the document: finishes the surface and hands every byte to the consumer once.
    func close() -> Bool {
        guard !isClosed else { return true }
        isClosed = true
        cairo_surface_finish(surface)
        return consumer.consume(bytes.data)
    }
}

/// The auxiliary dictionary's keys of the document information, Core Graphics' names.
public let kCGPDFContextTitle: CFString = "Title"
/// The document's author.
public let kCGPDFContextAuthor: CFString = "Author"
/// The document's subject.
public let kCGPDFContextSubject: CFString = "Subject"
/// The document's keywords (a string, or an array of strings).
public let kCGPDFContextKeywords: CFString = "Keywords"
/// The application that made the document.
public let kCGPDFContextCreator: CFString = "Creator"
/// A page dictionary's media box (an `NSValue` of a `CGRect`, or a `CGRect`).
public let kCGPDFContextMediaBox: CFString = "MediaBox"
