/// What a layer tells about its model changes: UIKit's key-value observing keeps one of these per
/// observed layer (Core Animation sits below it, so the layer knows only this protocol).
///
/// Every setter that goes through the layer's change funnel announces its key (`"bounds"`,
/// `"hidden"`, `"strokeEnd"` …) before and after it stores the value — each call, even with an
/// equal value, as Foundation's automatic notifications do. A presentation copy announces nothing.
@MainActor
package protocol LayerChangeObserving: AnyObject {
    /// The model value under `key` is about to be set.
    func layerWillChange(_ key: String, of layer: CALayer)
    /// The model value under `key` was set.
    func layerDidChange(_ key: String, of layer: CALayer)
}
