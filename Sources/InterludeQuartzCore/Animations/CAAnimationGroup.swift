/// Runs several animations together on one layer; their times are relative to the group's.
///
/// Children's begin times count from the group's start, and the group's `duration` clips them.
open class CAAnimationGroup: CAAnimation {
    /// The animations played together, each in the group's time; they are clipped to the group's duration.
    public var animations: [CAAnimation]?

    /// An empty group.
    public required init() { super.init() }

    required public init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAAnimationGroup {
            animations = other.animations?.map { $0.copy() as! CAAnimation }
        }
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        key == "animations" ? .some(animations) : super.propertyValue(forKey: key)
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        guard key == "animations" else { return super.setPropertyValue(value, forKey: key) }
        assignOptionalKeyValue(value, forKey: key, value as? [CAAnimation]) { animations = $0 }
        return true
    }

    override var customKeys: [String] { (animations ?? []).flatMap(\.customKeys) }

    package override func prepareForAdding() -> String? {
        for child in animations ?? [] {
            if let reason = child.prepareForAdding() { return reason }
            if child.beginTime == 0 { child.delayUntilResolved = nil }
        }
        return nil
    }

    @MainActor package override func apply(to state: inout LayerState, layerTime t: Double) {
        let sample = sample(atLayerTime: t)
        guard sample.isApplied else { return }
        let groupTime = eased(sample.progress) * iterationTiming.duration
        for child in animations ?? [] {
            child.apply(to: &state, layerTime: groupTime)
        }
    }
}
