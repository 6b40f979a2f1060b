// A pincode as the pincode lookup answers it.

export interface PincodeMatch {
  pincode: string;
  district: { name: string; state: { name: string } };
}
