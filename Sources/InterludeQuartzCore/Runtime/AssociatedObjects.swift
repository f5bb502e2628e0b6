import Foundation
import Synchronization

/// Attaches `value` to `object` under `key`, the Objective-C runtime's associated objects: any
/// number of values ride along with an object and are released when it is deallocated. Setting
/// nil removes the value under `key`.
///
/// The key is an address that identifies the association, typically of a static variable:
///
///     private enum Keys { static var badge = 0 }
///     objc_setAssociatedObject(view, &Keys.badge, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
///
/// `object` must be a class instance (anything else is reported and ignored: Objective-C would box
/// it anew on every call, so the value could never be read back). Values on views, view
/// controllers, layers and gesture recognizers are released when the object deinitializes; on
/// other objects (Linux has no runtime hook into their deallocation) they are released at the next
/// associated-object call after the object is gone.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjects.owner(object, call: "objc_setAssociatedObject") else { return }
    let stored = value.map { AssociatedObjects.Stored($0, policy: policy) }
    // Replaced values are released after the lock is dropped: their deinitializers may use
    // associated objects themselves.
    let released = AssociatedObjects.withTable { $0.set(stored, for: key, on: owner) }
    withExtendedLifetime(released) {}
}

/// The value attached to `object` under `key` by `objc_setAssociatedObject(_:_:_:_:)`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object, call: "objc_getAssociatedObject") else { return nil }
    guard AssociatedObjects.count.load(ordering: .acquiring) > 0 else { return nil }
    return AssociatedObjects.withTable { $0.value(for: key, on: owner) }
}

/// Removes every value attached to `object` (Apple reserves this for returning an object to a
/// pristine state; to remove one value, set nil under its key).
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object, call: "objc_removeAssociatedObjects") else { return }
    AssociatedObjects.objectWillDeallocate(ObjectIdentifier(owner))
}

/// The table behind the associated-object functions: per object, its values by key.
package enum AssociatedObjects {
    /// A stored value under its policy.
    enum Stored {
        case strong(Any)
        case weak(WeakReference)

        init(_ value: Any, policy: objc_AssociationPolicy) {
            let isObject = type(of: value) is AnyClass
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                self = isObject ? .weak(WeakReference(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if let copying = value as? NSObject & NSCopying {
                    self = .strong(copying.copy())
                } else {
                    if isObject {
                        Diagnostics.report(
                            "objc_setAssociatedObject(_:_:_:_: .\(policy)): a \(type(of: value)) does not adopt "
                                + "NSCopying; it is retained instead")
                    }
                    self = .strong(value)
                }
            }
        }

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let reference): reference.object
            }
        }
    }

    final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One object's values, with a weak reference that tells a live owner from a new object that
    /// happens to reuse a dead one's address.
    struct Entry {
        let owner: WeakReference
        var values: [UnsafeRawPointer: Stored] = [:]
    }

    struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Entries are swept of dead owners when their number reaches this.
        var sweepThreshold = 64

        /// Stores `stored` (nil removes) and returns what was released.
        mutating func set(_ stored: Stored?, for key: UnsafeRawPointer, on owner: AnyObject) -> [Any] {
            let id = ObjectIdentifier(owner)
            var released: [Any] = []
            if let entry = entries[id], entry.owner.object == nil {
                released.append(entry)
                entries[id] = nil
            }
            if let stored {
                if entries[id] == nil {
                    if entries.count >= sweepThreshold { released += sweep() }
                    entries[id] = Entry(owner: WeakReference(owner))
                }
                if let old = entries[id]!.values.updateValue(stored, forKey: key) { released.append(old) }
            } else if let old = entries[id]?.values.removeValue(forKey: key) {
                released.append(old)
                if entries[id]!.values.isEmpty { entries[id] = nil }
            }
            AssociatedObjects.count.store(entries.count, ordering: .releasing)
            return released
        }

        func value(for key: UnsafeRawPointer, on owner: AnyObject) -> Any? {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner.object === owner else { return nil }
            return entry.values[key]?.value
        }

        /// Drops the entries of objects that are gone and returns them (to be released unlocked).
        mutating func sweep() -> [Any] {
            let dead = entries.filter { $0.value.owner.object == nil }
            for id in dead.keys { entries[id] = nil }
            sweepThreshold = max(64, 2 * entries.count)
            return Array(dead.values)
        }

        mutating func remove(_ id: ObjectIdentifier) -> Entry? {
            defer { AssociatedObjects.count.store(entries.count, ordering: .releasing) }
            return entries.removeValue(forKey: id)
        }
    }

    /// The table; only touched under `lock` (associated values are not `Sendable`).
    nonisolated(unsafe) private static var table = Table()
    private static let lock = NSLock()
    /// Number of objects with values; lets a deinitializing object skip the lock when none has any.
    static let count = Atomic<Int>(0)

    /// The class instance `object` holds, or nil (reported) for a value type.
    static func owner(_ object: Any, call: String) -> AnyObject? {
        guard type(of: object) is AnyClass else {
            Diagnostics.report("\(call): a \(type(of: object)) is not an object; values can only be associated with objects")
            return nil
        }
        return object as AnyObject
    }

    /// Releases the values of the object `id` (called by deinitializers of Interlude's classes).
    package static func objectWillDeallocate(_ id: ObjectIdentifier) {
        guard count.load(ordering: .acquiring) > 0 else { return }
        let entry = withTable { $0.remove(id) }
        withExtendedLifetime(entry) {}
    }

    /// Runs `body` on the table under the lock. Values it returns are released by the caller,
    /// after the lock is dropped.
    static func withTable<Result>(_ body: (inout Table) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&table)
    }
}
