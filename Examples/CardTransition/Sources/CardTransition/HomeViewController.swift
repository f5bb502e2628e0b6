import UIKit

/// The screen the card is presented over: a title and a button that presents the card.
public final class HomeViewController: UIViewController {
    /// The button that presents the card.
    public let showCardButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 24, y: 80, width: 320, height: 40))
        label.text = "Cards"
        label.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(label)
        showCardButton.setTitle("Show card", for: .normal)
        showCardButton.frame = CGRect(x: 24, y: 140, width: 160, height: 44)
        showCardButton.addTarget(self, action: HomeViewController.showCard, for: .touchUpInside)
        view.addSubview(showCardButton)
    }

    /// Presents a new card.
    public func showCard() {
        present(CardViewController(), animated: true)
    }
}
