/// The device the app runs on, UIKit's `UIDevice`: under Interlude an iPhone (see
/// `UITraitCollection` for its traits), held the way the key window is shaped.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// Posted (object: the device) when a window resize turns the key window between portrait
    /// and landscape, while ``isGeneratingDeviceOrientationNotifications``.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The kind of device: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name: "iPhone".
    public var name: String { "iPhone" }
    /// The model: "iPhone".
    public var model: String { "iPhone" }
    /// The operating system's name: "iOS".
    public var systemName: String { "iOS" }
    /// The operating system's version: "18.0", the newest iOS whose transition API Interlude
    /// implements (its zoom transitions are iOS 18's). `#available(iOS …, *)` is true on Linux
    /// whatever the version, which matches: every API Interlude has is available.
    public var systemVersion: String { "18.0" }

    /// How the device is held: `.landscapeLeft` while the key window is wider than tall, else
    /// `.portrait` (`.unknown` before any window is key).
    public var orientation: UIDeviceOrientation {
        guard let window = UIApplication.shared.keyWindow else { return .unknown }
        return DeviceMetrics.isLandscape(window.bounds.size) ? .landscapeLeft : .portrait
    }

    /// Whether orientation changes are posted; see ``beginGeneratingDeviceOrientationNotifications()``.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    private var generationRequests = 0

    /// Starts posting ``orientationDidChangeNotification`` (calls nest).
    public func beginGeneratingDeviceOrientationNotifications() {
        generationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        generationRequests = max(0, generationRequests - 1)
        isGeneratingDeviceOrientationNotifications = generationRequests > 0
    }

    /// Posts the orientation change when notifications are on.
    func postOrientationChange() {
        guard isGeneratingDeviceOrientationNotifications else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
