import Foundation

// Core Foundation types that Core Graphics signatures name but Linux's Foundation does not have.
// Code written for iOS passes them by bridging (`[color1, color2] as CFArray`, `CGColorSpace.sRGB`);
// these aliases let that code compile unchanged.

/// An array handed to Core Graphics (`CGGradient`'s colors): a Swift array of any elements, so
/// that `[…] as CFArray` compiles as it does on Apple platforms.
public typealias CFArray = [Any]

/// A string handed to Core Graphics (color space names): a Swift `String`.
public typealias CFString = String

/// Any Core Foundation object (`CATextLayer.font` takes a font name, a font or a `CGFont` as one):
/// any class instance, so that `"Helvetica" as CFTypeRef` compiles as on Apple platforms.
public typealias CFTypeRef = AnyObject

/// A dictionary handed to Core Graphics (a transparency layer's auxiliary information, which
/// Apple's pages say to pass as nil): a Swift dictionary, so that `[…] as CFDictionary` compiles.
public typealias CFDictionary = [AnyHashable: Any]

/// Bytes handed to or from Core Graphics (`CGImage.dataProvider?.data`): Foundation's `NSData`,
/// so that `data as Data` and `CFDataGetBytePtr(data)` compile as on Apple platforms.
public typealias CFData = NSData

/// Bytes Core Graphics appends to (`CGDataConsumer(data:)`): Foundation's `NSMutableData`.
public typealias CFMutableData = NSMutableData

/// A URL handed to Core Graphics (`CGDataConsumer(url:)`, `CGContext.setURL(_:for:)`): Foundation's
/// `URL`, so that `url as CFURL` compiles as on Apple platforms.
public typealias CFURL = URL
