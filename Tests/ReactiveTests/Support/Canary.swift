/// An object with no behaviour of its own. Capture it in a closure handed to an operator or a subscription;
/// once it is released, whoever held the closure has let go of it too.
final class Canary {}
