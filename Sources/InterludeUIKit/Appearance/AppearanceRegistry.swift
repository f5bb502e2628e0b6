/// The values set through appearance proxies and their application to instances.
///
/// An instance takes a recorded value when it enters a window (views) or its bar does (bar
/// items), unless it set that property itself: UIKit's rule that values set on an instance win
/// over its proxy's. To know which property a recorded key path sets, the first application
/// notes the name the property's setter reports (`appearancePropertyWasSet(_:)`); a property
/// without such a report (one of an app's own subclasses) is always applied. Scopes apply in
/// order of specificity — fewer containers first, then superclasses before subclasses, then in the
/// order they were made — so the most specific value is the one left.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    private var scopes: [AppearanceScope] = []
    /// Bumped by every recorded value; bar items compare it to know whether to apply again.
    private(set) var generation = 0
    /// The object being given proxy values now; its setters do not mark properties as set by it.
    private(set) var target: ObjectIdentifier?
    /// The first property name the target's setters reported during the current application.
    var reportedName: String?

    /// The proxy of `type` in `containers` for `traits`, made on first use.
    func proxy<Root: AnyObject>(for type: Root.Type, containers: [AnyObject.Type], traits: UITraitCollection? = nil)
        -> AppearanceProxy<Root>
    {
        let ids = containers.map(ObjectIdentifier.init)
        if let scope = scopes.first(where: {
            $0.type == ObjectIdentifier(type) && $0.containerIDs == ids && $0.traits == traits
        }) {
            return AppearanceProxy(scope: scope)
        }
        let scope = AppearanceScope(
            type: type, containers: containers, traits: traits, registry: self, order: scopes.count)
        scopes.append(scope)
        scopes.sort { $0.specificity < $1.specificity }
        hasTraitScopes = hasTraitScopes || traits != nil
        return AppearanceProxy(scope: scope)
    }

    /// Whether a proxy is for a trait collection: then views take values again when their
    /// traits change.
    private(set) var hasTraitScopes = false

    func valuesChanged() { generation += 1 }

    /// Forgets every proxy value (tests).
    func removeAll() {
        scopes.removeAll()
        hasTraitScopes = false
        valuesChanged()
    }

    /// Gives `object` the values of every scope that matches it and the containers around it
    /// (nearest first).
    func apply(to object: any AppearanceCustomizable, traits: UITraitCollection, containers: () -> [AnyObject]) {
        guard !scopes.isEmpty else { return }
        let matching = scopes.filter { $0.matches(object) && traits.containsTraits(in: $0.traits) }
        guard !matching.isEmpty else { return }
        let around = containers()
        let previous = target
        target = ObjectIdentifier(object)
        defer { target = previous }
        for scope in matching where scope.containersMatch(around) {
            scope.apply(to: object)
        }
    }
}

/// The values recorded through one proxy: one class, in one chain of containers, for some traits.
@MainActor
final class AppearanceScope {
    let type: ObjectIdentifier
    private let matchesType: @MainActor (AnyObject) -> Bool
    let containers: [AnyObject.Type]
    let containerIDs: [ObjectIdentifier]
    /// The traits an instance must have for the values to apply; nil for any.
    let traits: UITraitCollection?
    let classDepth: Int
    let order: Int
    private unowned let registry: AppearanceRegistry
    private var entries: [Entry] = []

    /// One recorded value: how to set it on an instance (returning how to undo it), and the
    /// property name its setter reports, once known.
    private final class Entry {
        let key: AnyHashable
        let value: Any?
        let apply: @MainActor (AnyObject) -> (@MainActor () -> Void)?
        var name: String?
        init(key: AnyHashable, value: Any?, apply: @escaping @MainActor (AnyObject) -> (@MainActor () -> Void)?) {
            (self.key, self.value, self.apply) = (key, value, apply)
        }
    }

    init<Root: AnyObject>(
        type: Root.Type, containers: [AnyObject.Type], traits: UITraitCollection?, registry: AppearanceRegistry, order: Int
    ) {
        self.traits = traits
        self.type = ObjectIdentifier(type)
        matchesType = { $0 is Root }
        self.containers = containers
        containerIDs = containers.map(ObjectIdentifier.init)
        var depth = 0
        var superclass: AnyClass? = type
        while let current = superclass {
            depth += 1
            superclass = _getSuperclass(current)
        }
        classDepth = depth
        self.registry = registry
        self.order = order
    }

    func record(key: AnyHashable, value: Any?, apply: @escaping @MainActor (AnyObject) -> (@MainActor () -> Void)?) {
        entries.removeAll { $0.key == key }
        entries.append(Entry(key: key, value: value, apply: apply))
        registry.valuesChanged()
    }

    func recordedValue(for key: AnyHashable) -> Any? {
        entries.first { $0.key == key }?.value
    }

    func matches(_ object: AnyObject) -> Bool { matchesType(object) }

    /// The order scopes apply in, least specific first: by containers, then traits, then class
    /// depth, then age.
    var specificity: (Int, Int, Int, Int) { (containers.count, traits == nil ? 0 : 1, classDepth, order) }

    /// Whether `around` (the containers of an instance, nearest first) holds instances of
    /// ``containers`` in that order.
    func containersMatch(_ around: [AnyObject]) -> Bool {
        var wanted = containers[...]
        for container in around {
            guard let next = wanted.first else { break }
            if isInstance(container, of: next) { wanted = wanted.dropFirst() }
        }
        return wanted.isEmpty
    }

    func apply(to object: any AppearanceCustomizable) {
        for entry in entries {
            if let name = entry.name, object.explicitAppearanceProperties.contains(name) { continue }
            registry.reportedName = nil
            let undo = entry.apply(object)
            guard entry.name == nil, let reported = registry.reportedName else { continue }
            entry.name = reported
            if object.explicitAppearanceProperties.contains(reported) { undo?() }
        }
    }
}

/// Whether `object` is an instance of `type` or of one of its subclasses.
private func isInstance(_ object: AnyObject, of type: AnyObject.Type) -> Bool {
    var current: AnyClass? = Swift.type(of: object)
    while let candidate = current {
        if ObjectIdentifier(candidate) == ObjectIdentifier(type) { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

/// An object that takes values from appearance proxies and remembers which of them it set itself.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    var explicitAppearanceProperties: Set<String> { get set }
}

extension AppearanceCustomizable {
    /// Runs `body`, a class's own defaults, without counting its property sets as the object's
    /// own: an appearance proxy still applies to them (`UITableView.appearance().backgroundColor`).
    func settingDefaults(_ body: () -> Void) {
        let explicit = explicitAppearanceProperties
        body()
        explicitAppearanceProperties = explicit
    }

    /// Called by the setters of appearance properties: while a proxy value is being given to this
    /// object it reports the property's name, otherwise it notes that the object set it itself.
    func appearancePropertyWasSet(_ name: String) {
        let registry = AppearanceRegistry.shared
        if registry.target == ObjectIdentifier(self) {
            if registry.reportedName == nil { registry.reportedName = name }
        } else {
            explicitAppearanceProperties.insert(name)
        }
    }
}
