extension UIContentSizeCategory {
    /// Posted (object: the application) when the user chose another text size; the user info's
    /// ``newValueUserInfoKey`` holds the new category.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIApplication {
    /// Changes the text size as the user would in Settings (Interlude's own call): every window's
    /// trait environments whose traits change hear `traitCollectionDidChange(_:)`, window by
    /// window, then ``UIContentSizeCategory/didChangeNotification`` is posted. Does nothing when
    /// `category` is the current one or `.unspecified`.
    public func simulateContentSizeCategoryChange(to category: UIContentSizeCategory) {
        guard category != preferredContentSizeCategory, category != .unspecified else { return }
        TraitChangeDelivery.perform(in: UIWindow.allWindows) { preferredContentSizeCategory = category }
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }
}

extension UIApplication {
    /// Changes the app's layout direction, as running it in a right-to-left language would
    /// (Interlude's own call; on iOS the direction comes from the language the app launched in):
    /// every window's trait environments whose traits change hear `traitCollectionDidChange(_:)`,
    /// window by window, and views whose content follows the direction are laid out again. Does
    /// nothing when `direction` is the current one.
    public func simulateUserInterfaceLayoutDirectionChange(to direction: UIUserInterfaceLayoutDirection) {
        guard direction != userInterfaceLayoutDirection else { return }
        TraitChangeDelivery.perform(in: UIWindow.allWindows) { userInterfaceLayoutDirection = direction }
    }
}
