extension UIApplication {
    /// Posted before the key window's status bar changes its frame (the window is resized); the
    /// user info holds the new frame under ``statusBarFrameUserInfoKey``. Deprecated in UIKit since
    /// iOS 13 in favour of `viewWillTransition(to:with:)`, which Interlude also calls.
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the key window's status bar changed its frame; the user info holds the new frame
    /// under ``statusBarFrameUserInfoKey``.
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// The user-info key of the status bar frame notifications: an `NSValue` holding the new frame.
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// Posts one of the status bar frame notifications with `frame`, the new frame.
    func postStatusBarFrameChange(_ name: Notification.Name, frame: CGRect) {
        NotificationCenter.default.post(
            name: name, object: self, userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: frame)])
    }
}
