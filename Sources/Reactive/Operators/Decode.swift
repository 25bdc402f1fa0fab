import Foundation

/// Something that decodes a `Decodable` value from `Data`, as `JSONDecoder` and `PropertyListDecoder` do:
/// what `decode(type:decoder:)` takes.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`; throws when `data` does not hold one.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes every element into a value of `type` with `decoder`. Data that does not decode ends the
    /// sequence with the decoder's error.
    ///
    /// ```
    /// source:  --d1--d2--|            (d1 = {"id":1}, d2 = {"id":2})
    /// decode(type: Item.self, decoder: JSONDecoder())
    /// result:  --i1--i2--|
    /// ```
    ///
    /// ```swift
    /// struct Item: Decodable { let id: Int }
    /// let data = Observable.just(Data(#"{"id":1}"#.utf8))
    /// _ = data.decode(type: Item.self, decoder: JSONDecoder()).subscribe(onNext: { print($0.id) })
    /// // Prints: 1
    /// ```
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
