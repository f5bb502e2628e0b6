/// A button's menu (iOS 14): "The button will automatically enable or disable its
/// contextMenuInteraction when a non-nil or nil menu is set" (UIButton.h). The button keeps a
/// context menu interaction while it has a menu; a long press shows the menu, or, with
/// `showsMenuAsPrimaryAction`, a touch down does (sending `.menuActionTriggered`). Actions chosen
/// from it are performed with the button as their `sender`.
extension UIButton {
    func menuDidChange() {
        if menu == nil {
            if let interaction = menuInteraction {
                interaction.dismissMenu()
                removeInteraction(interaction)
            }
            menuInteraction = nil
            menuInteractionDelegate = nil
            return
        }
        guard menuInteraction == nil else { return }
        let delegate = ButtonMenuDelegate(button: self)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        interaction.actionSender = self
        interaction.presentsOnLongPress = { [weak self] in self?.showsMenuAsPrimaryAction == false }
        menuInteractionDelegate = delegate
        menuInteraction = interaction
        addInteraction(interaction)
    }

    func presentMenuAsPrimaryAction() {
        guard let interaction = menuInteraction, !interaction.isPresentingMenu else { return }
        interaction.presentMenu(at: CGPoint(x: bounds.midX, y: bounds.midY))
        if interaction.isPresentingMenu { sendActions(for: .menuActionTriggered) }
    }
}

/// Gives a button's context menu interaction the button's menu.
@MainActor
final class ButtonMenuDelegate: UIContextMenuInteractionDelegate {
    private weak var button: UIButton?

    init(button: UIButton) { self.button = button }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu = button?.menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}
