extension CALayer {
    /// The map from the superlayer's time to this layer's (its `beginTime`, `speed` and
    /// `timeOffset`, whose changes are changes of the layer tree's revision).
    package var timeMapping: TimeMapping {
        TimeMapping(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
    }

    /// The layer's active local time at clock time `t`: each ancestor maps its parent's time.
    package func localTime(atClockTime t: Double) -> Double {
        let parentTime = _superlayer?.localTime(atClockTime: t) ?? t
        return timeMapping.local(fromParent: parentTime)
    }

    /// The layer's local time now.
    var currentLocalTime: Double { localTime(atClockTime: clock.now) }

    /// Clock time for the layer's local time `t` (a frozen ancestor maps everything to one instant).
    func clockTime(fromLocal t: Double) -> Double {
        let parentTime = timeMapping.parent(fromLocal: t)
        return _superlayer?.clockTime(fromLocal: parentTime) ?? parentTime
    }

    /// Converts `t` from `layer`'s local time (the clock's when nil) into this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let clockTime = layer?.clockTime(fromLocal: t) ?? t
        return localTime(atClockTime: clockTime)
    }

    /// Converts `t` from this layer's local time into `layer`'s (the clock's when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let clockTime = clockTime(fromLocal: t)
        return layer?.localTime(atClockTime: clockTime) ?? clockTime
    }
}
