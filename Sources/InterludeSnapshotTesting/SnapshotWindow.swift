import Interlude

/// The window a snapshot of a view controller is taken in: it reports the device configuration's
/// safe area instead of the iPhone's, as swift-snapshot-testing's window does on iOS, so a
/// controller laid out for `.iPhoneSe` leaves 20 points for the status bar and none for a home
/// indicator.
final class SnapshotWindow: UIWindow {
    /// The insets the window reports.
    var configuredSafeArea = UIEdgeInsets.zero

    override var safeAreaInsets: UIEdgeInsets { configuredSafeArea }
}
