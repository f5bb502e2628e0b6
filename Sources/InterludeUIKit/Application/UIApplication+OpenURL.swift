import Foundation

extension UIApplication {
    /// The URL that opens the app's page in the Settings app, UIKit's `openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// An option of ``open(_:options:completionHandler:)``, UIKit's `OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links (a Boolean value).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Asks the system to open `url` in another app; `completion` hears, asynchronously on the main
    /// actor as in UIKit, whether it opened.
    ///
    /// Under Interlude there are no other apps: the request goes to ``urlOpener``, and without one
    /// it fails (`false`), as on a device with no app for the URL's scheme.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened = urlOpener?(url) ?? false
        guard let completion else { return }
        Task { @MainActor in completion(opened) }
    }

    /// Asks the system to open `url` in another app and answers whether it opened (see
    /// ``open(_:options:completionHandler:)``).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        urlOpener?(url) ?? false
    }

    /// Whether an app is there to open `url`: whether ``urlOpener`` is set.
    public func canOpenURL(_ url: URL) -> Bool { urlOpener != nil }

    /// Interlude's stand-in for the system's other apps: called with each URL the app asks to
    /// open, it answers whether the URL opened. Nil (the default): nothing opens.
    public var urlOpener: (@MainActor (URL) -> Bool)? {
        get { urlOpening.open }
        set { urlOpening.open = newValue }
    }
}

/// The stand-in for other apps (``UIApplication/urlOpener``).
@MainActor
final class URLOpening {
    var open: (@MainActor (URL) -> Bool)?
}
