/// The base names of the `@objc optional` methods of UIKit's and Core Animation's protocols, which
/// Interlude declares as plain requirements with default implementations: a call written
/// `delegate?.navigationController?(…)` or `animator.animationEnded!(…)` becomes a plain call.
/// (A closure-typed property of the same name, called as `x?.name?()`, would be rewritten too; no
/// UIKit-style code names one so.)
enum UIKitOptionalRequirements {
    static let methodNames: Set<String> = [
        // CAAnimationDelegate, CALayerDelegate
        "animationDidStart", "animationDidStop", "layoutSublayers",
        // UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning, UIViewImplicitlyAnimating
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "animationEnded", "interruptibleAnimator", "addAnimations", "addCompletion",
        "continueAnimation",
        // Container delegates
        "navigationController", "tabBarController", "pageViewController",
        // Presentation delegates
        "adaptivePresentationStyle", "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
        "prepareForPopoverPresentation", "popoverPresentationControllerShouldDismissPopover",
        "popoverPresentationControllerDidDismissPopover", "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        // UIGestureRecognizerDelegate, UIScrollViewDelegate
        "gestureRecognizer", "gestureRecognizerShouldBegin", "scrollViewDidScroll", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
        "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "scrollViewDidChangeAdjustedContentInset",
        // Lists, text
        "tableView", "collectionView", "numberOfSections", "searchBar", "searchBarShouldBeginEditing",
        "searchBarTextDidBeginEditing", "searchBarShouldEndEditing", "searchBarTextDidEndEditing",
        "searchBarSearchButtonClicked", "searchBarCancelButtonClicked", "textField", "textFieldShouldBeginEditing",
        "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing", "textFieldDidChangeSelection",
        "textFieldShouldClear", "textFieldShouldReturn", "textView", "textViewShouldBeginEditing",
        "textViewDidBeginEditing", "textViewShouldEndEditing", "textViewDidEndEditing", "textViewDidChange",
        "textViewDidChangeSelection", "pickerView",
        // UISearchControllerDelegate
        "willPresentSearchController", "didPresentSearchController", "willDismissSearchController",
        "didDismissSearchController", "presentSearchController",
        // UIApplicationDelegate
        "applicationDidReceiveMemoryWarning",
    ]
}
