import Interlude
import InterludeDemos
import InterludeExport

extension PropertyProbe {
    /// The blur radius, in points, a visual-effect view shows at the clock's time (0 without an
    /// effect, 20 for a settled `.dark` blur), for the gallery's plots. A curve that undershoots
    /// nil's 0 reads 0, as the renderer draws it.
    ///
    /// UIKit has no public reading of a blur's amount, so this one probe reads Interlude's
    /// presented layer state through the package-level API; the demos' app code does not.
    static func blurRadius(_ name: String, of view: UIVisualEffectView) -> PropertyProbe {
        PropertyProbe(name) { [weak view] in
            guard let layer = view?.layer else { return .nan }
            let parentTime = layer.superlayerTime(atClockTime: layer.currentClockTime)
            return Double(max(0, layer.presented(atParentTime: parentTime).state.backdropBlurRadius))
        }
    }
}
