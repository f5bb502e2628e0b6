/// The record of one scene of the app, UIKit's `UISceneSession`.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene.
    public let role: Role
    /// A unique identifier of the session.
    public let persistentIdentifier: String
    /// The configuration the scene was made from.
    open private(set) var configuration: UISceneConfiguration
    /// The scene, while connected.
    open internal(set) weak var scene: UIScene?
    /// Custom state kept with the session.
    open var userInfo: [String: Any]?

    private static var made = 0

    init(role: Role) {
        self.role = role
        Self.made += 1
        persistentIdentifier = "InterludeSceneSession-\(Self.made)"
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    /// The kind of a scene, UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows, UIKit's `UIWindowSceneSessionRoleApplication`.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Windows on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// What a scene is made from, UIKit's `UISceneConfiguration`: apps return one from
/// `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the app's scene manifest.
    public let name: String?
    /// The kind of scene it makes.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
