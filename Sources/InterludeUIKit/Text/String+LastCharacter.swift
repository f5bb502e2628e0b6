import Foundation

extension String {
    /// The UTF-16 range of the last character (a whole grapheme), as text input deletes it; nil
    /// when the string is empty.
    var rangeOfLastCharacter: NSRange? {
        guard let last else { return nil }
        let length = (String(last) as NSString).length
        return NSRange(location: (self as NSString).length - length, length: length)
    }
}
