import Foundation

/// A source of bytes for Core Graphics, `CGDataProvider`: here a copy of the bytes it was made from
/// (an image's pixels, for `CGImage.dataProvider`), read back with ``data``.
public final class CGDataProvider: @unchecked Sendable {
    private let bytes: NSData

    /// A provider of `data`'s bytes.
    public init?(data: CFData) { bytes = data }

    /// The provider's bytes, all of them.
    public var data: CFData? { bytes }
}

/// A pointer to `data`'s first byte, valid while `data` lives, Core Foundation's
/// `CFDataGetBytePtr`; nil for empty data.
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>! {
    data.length == 0 ? nil : data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// How many bytes `data` holds, Core Foundation's `CFDataGetLength`.
public func CFDataGetLength(_ data: CFData) -> Int { data.length }
