import CardTransitionScenes
import InterludeCommandLine

/// `card-transition list | render | export | gallery | compare` over the card's scenes.
@main
struct CardTransitionTool: InterludeTool {
    static var catalog: SceneCatalog { CardScenes.catalog }
}
