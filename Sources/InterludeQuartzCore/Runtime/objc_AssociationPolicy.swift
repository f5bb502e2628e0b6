/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, the Objective-C runtime's policies
/// with their raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// The value is not retained. Interlude holds objects weakly (reading one that is gone gives
    /// nil where Objective-C would read a dangling pointer); other values are kept as they are.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// The value is retained (not atomically).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// The value is copied (not atomically): an `NSObject` adopting `NSCopying` is stored as its
    /// `copy()`; Swift values are copies already.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// The value is retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// The value is copied, atomically.
    case OBJC_ASSOCIATION_COPY = 771
}
