import Foundation

/// Where Core Graphics writes a document, `CGDataConsumer`: a mutable data object it appends to,
/// or a file it writes (at once, when the document is closed).
public final class CGDataConsumer: @unchecked Sendable {
    enum Destination {
        case data(NSMutableData)
        case url(URL)
    }
    let destination: Destination

    /// A consumer appending to `data`.
    public init?(data: CFMutableData) { destination = .data(data) }

    /// A consumer writing the file at `url`; nil for a URL that is not a file's.
    public init?(url: CFURL) {
        guard url.isFileURL else { return nil }
        destination = .url(url)
    }

    /// Hands `bytes` over: appended to the data, or written to the file atomically. False when the
    /// file cannot be written.
    func consume(_ bytes: Data) -> Bool {
        switch destination {
        case .data(let data):
            data.append(bytes)
            return true
        case .url(let url):
            return (try? bytes.write(to: url, options: .atomic)) != nil
        }
    }
}
